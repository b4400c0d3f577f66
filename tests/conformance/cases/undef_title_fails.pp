$t = undef
notify { $t: }
