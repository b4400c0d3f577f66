$meta = load_module_metadata('mymod')
notify { 'module_metadata':
  message => [get_module_path('mymod'), $meta['name'], $meta['version'], $meta['dependencies'], load_module_metadata('bare', true)],
}
