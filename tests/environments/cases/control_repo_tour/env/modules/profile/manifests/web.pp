class profile::web (
  String  $package,
  Integer $port,
) {
  contain profile::web::install
  contain profile::web::config
  contain profile::web::service
  Class['profile::web::install'] -> Class['profile::web::config'] ~> Class['profile::web::service']
}
