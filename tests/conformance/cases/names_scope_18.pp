define d { notify { "x": message => $caller_module_name } }
d { "y": }
