notify { 'f': message => [$module_name, $caller_module_name, $environment, $clientcert, $name, $title] }
