# IPAddr refuses a prefix longer than the address, in Ruby's words.
notify { 'b': message => inline_template('<%= IPAddr.new("10.0.0.0/33") %>') }
