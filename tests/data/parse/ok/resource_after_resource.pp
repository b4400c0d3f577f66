file { "a": }
{ "b": mode => "0644" }
