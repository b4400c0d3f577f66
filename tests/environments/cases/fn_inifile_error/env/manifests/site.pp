inifile::create_ini_settings({ 'section' => 'not a hash' }, { 'path' => '/tmp/x.ini' })
