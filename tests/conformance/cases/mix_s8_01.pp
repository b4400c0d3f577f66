define app::instance($port, $ensure = present) {
  @user { "app-${title}": ensure => $ensure, tag => ['app', $title] }
  file { "/etc/app/${title}.conf": content => "port=${port}\n", tag => 'appconf' }
}
app::instance { 'a': port => 80 }
app::instance { 'b': port => 81, ensure => absent }
User <| tag == 'app' and title != 'app-b' |> { shell => '/bin/false' }
File <| tag == 'appconf' |> { mode => '0640' }
