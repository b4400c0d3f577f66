class profile::web::install {
  package { $profile::web::package: ensure => installed }
}
