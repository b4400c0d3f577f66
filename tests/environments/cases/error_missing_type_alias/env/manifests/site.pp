notice(1 =~ Mod::T)
