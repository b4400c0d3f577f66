notify { 'x': message => "${with([1,'b',2]) |Array[Integer] $a| { $a }}" }
