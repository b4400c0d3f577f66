type H = Hash[String, Variant[Integer, H]]
notify { "r": message => "${{a => {b => 1}} =~ H} ${{a => {b => x}} =~ H} ${[1] =~ H}" }
