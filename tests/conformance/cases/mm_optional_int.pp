define d(Optional[Integer] $p) {}
d { 'x': p => 'str' }
