function ($x) { }
