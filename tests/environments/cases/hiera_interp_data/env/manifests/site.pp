['fam','top','scoped','lk','hi','aliased_arr','aliased_h','aliased_s','lit','undef_var','empty','dotted','nested','lookarr','lookh','numvar','boolvar'].each |$k| {
  notify { $k: message => lookup($k) }
}
