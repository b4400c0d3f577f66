inifile::create_ini_settings({ 'section' => { 'a' => 1 } })
