notify { "a": before => "Notify[nope" }
