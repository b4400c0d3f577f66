define app::web::site (Integer $port) {
  notify { "site ${title} on ${port}, module ${module_name}, caller '${caller_module_name}'": }
}
