notify { "x": message => [upcase(["a","b"]), downcase({"A" => "B"}), capitalize(["ab"])] }
