class base {
  notify { "base, module ${module_name}, caller ${caller_module_name}": }
  app::web::site { 'from-base': port => 8080 }
}
