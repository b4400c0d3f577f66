define d { notify { "x": message => $module_name } }
d { "y": }
