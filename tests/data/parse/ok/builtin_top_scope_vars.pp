notify { 'v': message => [$environment, $serverversion, $module_name, $settings::environment, $name, $title] }
