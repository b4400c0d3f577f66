notify { "a": require => {"x" => 1} }
