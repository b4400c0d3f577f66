if "foo123" =~ /([a-z]+)(\d+)/ { notify { "m": message => [$0, $1, $2] } }
