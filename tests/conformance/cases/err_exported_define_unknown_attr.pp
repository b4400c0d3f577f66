define d() {}
@@d { 'x': bogus => 1 }
