# inifile::create_ini_settings: placeholder naming the function for spaceship's loader; scripts/regen-environments runs Puppet with the real module (see real-modules).
