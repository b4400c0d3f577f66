define d { notify { "in-${title message => $module_name } }
d { 'a': }
notify { 'caller': message => "${caller_module_name}|${module_name}" }
