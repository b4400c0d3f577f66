notify { 'x': message => "${Float.new({from => 2})} ${Integer.new({from => '0b101'})} ${Integer.new({from => '-7', radix => 10, abs => true})}" }
