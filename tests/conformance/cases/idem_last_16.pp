class c { $x =~ /a/ }
