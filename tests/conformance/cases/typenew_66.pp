notify { 'x': message => "${Array.new([1,2]) |$a| { $a.length }}" }
