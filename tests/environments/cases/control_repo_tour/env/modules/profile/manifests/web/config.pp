class profile::web::config {
  file { '/etc/nginx/conf.d/site.conf':
    content => "listen ${profile::web::port};\n",
  }
}
