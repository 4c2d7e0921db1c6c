// Compiled from src/i18n/messages/he/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "מתבצעת טעינה של Google One Tap",
  oneTapSigningIn: (): string => "מתבצעת התחברות עם Google",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: המקור של הדף הזה לא מורשה עבור לקוח Google. יש להוסיף אותו למקורות ה-JavaScript המורשים של הלקוח.",
  "oneTapError.invalid_client": (): string => "Google One Tap: מזהה הלקוח של Google לא מזוהה. יש לבדוק את מזהה הלקוח שהוגדר עבור One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: לא הוגדר לקוח Google לפרויקט. יש להוסיף לקוח Google OAuth כדי להשתמש ב-One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: לפרויקט אין כתובת URL להפניה אחרי התחברות. יש להגדיר כתובת לפני השימוש ב-One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: לפרויקט אין כתובת URL להפניה אחרי הרשמה. יש להגדיר כתובת לפני השימוש ב-One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: אי אפשר להשתמש בספק Google שמוגדר כברירת מחדל עם One Tap. יש להגדיר לקוח Google משלך."
};
