class app (String $greeting = 'hi') {
  notify { "app says ${greeting} in ${module_name}, called from '${caller_module_name}'": }
  include base
}
