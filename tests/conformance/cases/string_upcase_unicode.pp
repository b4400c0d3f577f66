notify { "${upcase('straße')} ${downcase('ÀÉ')} ${capitalize('élan')}": }
