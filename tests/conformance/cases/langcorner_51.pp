file { "/b": mode => "0644"; "/a": ensure => file, mode => File["/b"]["mode"] }
