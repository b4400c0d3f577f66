$h = { 'mode' => '0600', 'owner' => 'root' }
file { '/a': ensure => file }
File <| title == '/a' |> { * => $h }
