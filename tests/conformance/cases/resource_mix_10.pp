$h = { 'mode' => '0644', 'owner' => 'root' }
file { '/x': * => $h, mode => '0600' }
