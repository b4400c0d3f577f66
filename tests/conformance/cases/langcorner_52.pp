file { "/a": ensure => file, mode => File["/b"]["mode"]; "/b": mode => "0644" }
