file { "/b": mode => "0644" } -> file { "/a": mode => File["/b"]["mode"] }
