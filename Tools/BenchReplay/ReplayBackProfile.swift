/// `bench back-progress --profile`: whose back gesture, Android's predictive back or iOS's edge swipe.
package enum ReplayBackProfile: String, CaseIterable, Sendable {
    case android, ios
}
