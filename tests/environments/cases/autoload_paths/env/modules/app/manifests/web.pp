class app::web::vhost {
  notify { "vhost from web.pp in ${module_name}": }
}
