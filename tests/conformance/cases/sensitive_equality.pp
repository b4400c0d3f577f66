notify { "${Sensitive('a') == Sensitive('a')} ${Sensitive('a')}": }
