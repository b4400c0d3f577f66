notify { "m=[${module_name}] c=[${caller_module_name}]": }
