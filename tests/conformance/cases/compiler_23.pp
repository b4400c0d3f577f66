$t = default
notify { $t: }
