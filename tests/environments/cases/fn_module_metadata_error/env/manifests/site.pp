$x = load_module_metadata('bare')
