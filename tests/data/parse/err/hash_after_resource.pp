file { "/a": }
{ "a" => 1 }.each |$k, $v| { }
