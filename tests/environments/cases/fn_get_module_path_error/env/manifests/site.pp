$x = get_module_path('missing')
