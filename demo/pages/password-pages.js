// The password demo pages: say who signed in once the widget reports it.
document.addEventListener('court-success', (event) => {
  const { user } = event.detail;
  const email = user.emails && user.emails[0] ? user.emails[0].email : user.user_id;
  const status = document.getElementById('signed-in');
  if (status) status.textContent = `Signed in as ${email}.`;
});
