class x { } class ::y inherits x { }
