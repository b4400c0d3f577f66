$h = { 'mode' => undef, 'owner' => 'root' }
file { '/a': * => $h }
