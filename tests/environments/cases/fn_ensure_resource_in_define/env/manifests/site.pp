define app::instance($port) {
  ensure_resource('file', '/etc/app', { 'ensure' => 'directory' })
  file { "/etc/app/${title}.conf": content => "port=${port}" }
}
app::instance { 'a': port => 1 }
app::instance { 'b': port => 2 }
