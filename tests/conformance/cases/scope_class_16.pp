class c { }
notify { "x=${c::local}": }
