class base::linux {
  file {'/etc/passwd':
    ensure => file,
  }
}
include base::linux
File <| tag == 'base::linux' |> {
  owner => 'root',
  group => 'root',
  mode  => '0640',
}
