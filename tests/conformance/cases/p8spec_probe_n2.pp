notify{x: message => [Integer('-42', 10, true), Float('-1.5', true), Numeric('-3', true), Integer.new({from => '0x10', abs => false}), Integer({from => '-077', radix => 8, abs=>true})]}
